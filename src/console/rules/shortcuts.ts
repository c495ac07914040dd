/** The console's global shortcuts: Ctrl+K (⌘K on macOS) for the palette, `?` for the list of shortcuts. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, mac: boolean): 'palette' | 'help' | null {
  const modifier = mac ? event.metaKey : event.ctrlKey;
  if (modifier && !event.altKey && event.key.toLowerCase() === 'k') return 'palette';
  if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey) return 'help';
  return null;
}

/** A `?` typed into a field is text, not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as { tagName?: unknown }).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}
