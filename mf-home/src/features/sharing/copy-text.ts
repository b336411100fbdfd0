/**
 * Copies text to the clipboard: the Clipboard API where the page may use it
 * (secure origins), else the selected text of `field` with the older copy
 * command. false: the browser refused both; the field is left selected so
 * the user can copy by hand.
 */
export async function copyText(
  text: string,
  field?: HTMLInputElement | null,
): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the fallback.
    }
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    // Deprecated, but the only way to copy without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
