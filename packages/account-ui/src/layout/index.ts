export { SectionToggle } from './section-toggle';
export { useLayoutPreference } from './use-layout-preference';
