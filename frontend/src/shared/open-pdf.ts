/**
 * Opens a PDF the API answers (a deck-list sheet) in a new tab, where the browser's viewer prints it. The tab is
 * opened at the click, while the browser still counts it as the user's, and given the file once it has come; if
 * the browser blocks the tab, the file is downloaded instead.
 */
export async function openPdf(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await load();
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab) tab.location.href = url;
  else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  // The tab has read it well before this.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
