export function rulesHref(lng: string, group?: string, chapter?: string): string {
  return ['', lng, 'information', 'rules', group, chapter].filter((part) => part !== undefined).join('/');
}
