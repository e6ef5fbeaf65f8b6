/**
 * One message, written once and rendered twice: a plain-text part and an HTML part with the same words
 * and links. Every value is escaped for HTML here, so a name or title never becomes markup.
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** The one thing the reader is asked to do: a button in HTML, the bare link in text. */
  action?: { label: string; url: string };
  /** Label and value pairs (an order's courses and total), a table in HTML. */
  rows?: [string, string][];
  /** After the action: what to do if this was not you, how long a link lasts. */
  closing?: string[];
  /** Small print under the signature: why this mail came and how to stop this kind. */
  footer?: string[];
}
