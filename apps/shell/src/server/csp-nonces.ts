/** The nonces of one answer's Content-Security-Policy: the document's own script and style elements carry them. */
export interface CspNonces {
  script: string;
  style: string;
}
