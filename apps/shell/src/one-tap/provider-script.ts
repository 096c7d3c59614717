/** The provider's prompt as its script exposes it (the local provider's `window.localOneTap`). */
export interface OneTapPrompt {
  initialize(options: { client_id: string; callback: (answer: { credential: string }) => void; hl: string }): void;
  prompt(): void;
}

declare global {
  interface Window {
    localOneTap?: OneTapPrompt;
  }
}

/** Adds the provider's script to the page; resolves with its prompt, rejects when the script fails to load. */
export function loadProviderScript(src: string): Promise<OneTapPrompt> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.localOneTap) resolve(window.localOneTap);
      else reject(new Error('the one-tap script gave no prompt'));
    });
    script.addEventListener('error', () => reject(new Error(`the one-tap script ${src} failed to load`)));
    document.head.append(script);
  });
}
