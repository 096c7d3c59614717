import type { Language } from '@betfront/contract';
import type { FooterAnswer } from '@betfront/contract/content';

export interface FooterData {
  footer: FooterAnswer;
  /** Languages the visitor may switch to; empty when the site config could not be read. */
  languages: Language[];
  /** The player's country is one of those the policy logo is shown for. */
  showsPolicyLogo: boolean;
}
