import { useIconSymbol } from './icon-sprite';

interface IconProps {
  /** An SVG path on a 24×24 grid, as `@mdi/js` exports them. */
  path: string;
  /** Read out when the icon says something alone; without it the icon is decoration. */
  label?: string;
  size?: number;
  className?: string;
}

/** One Material Design icon in the current colour, drawn from the page's sprite so each path is written once. */
export function Icon({ path, label, size = 20, className }: IconProps) {
  const symbolId = useIconSymbol(path);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`#${symbolId}`} />
    </svg>
  );
}
