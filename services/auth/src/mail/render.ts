import type { MailContent } from './mail-content.ts';
import { english } from './texts/english.ts';
import type { MailTexts } from './texts/index.ts';

/** The words every mail has around its own, in the reader's language. */
type Frame = Pick<MailTexts, 'lang' | 'signature' | 'orOpenLink'>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Turns the absolute links written in a paragraph into anchors (after escaping the rest). */
const linkify = (value: string) =>
  escapeHtml(value).replace(
    /https?:\/\/[^\s<]+[^\s<.,:;)]/g,
    (url) => `<a href="${url}" style="color:#4f46e5">${url}</a>`,
  );

const paragraph = (value: string) => `<p style="margin:0 0 16px">${linkify(value)}</p>`;

const renderText = (content: MailContent, frame: Frame) =>
  [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.rows?.length ? [...content.rows.map(([label, value]) => `  ${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.closing ?? []).flatMap((line) => [line, '']),
    frame.signature,
    ...(content.footer ?? []).flatMap((line) => ['', line]),
  ].join('\n');

const renderHtml = (content: MailContent, frame: Frame) => {
  const rows = content.rows?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${content.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 0;border-bottom:1px solid #e5e7eb">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #e5e7eb;text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(frame.orOpenLink)} ${linkify(content.action.url)}</p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${frame.lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    '<div style="font-size:20px;font-weight:700;color:#4f46e5;margin:0 0 16px">Academy</div>',
    '<div style="background:#ffffff;border-radius:8px;padding:24px;line-height:1.5">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    rows,
    action,
    ...(content.closing ?? []).map(paragraph),
    `<p style="margin:0">${escapeHtml(frame.signature)}</p>`,
    '</div>',
    ...(content.footer ?? []).map(
      (line) => `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${linkify(line)}</p>`,
    ),
    '</div></body></html>',
  ].join('\n');
};

export const renderMail = (content: MailContent, frame: Frame = english): RenderedMail => ({
  subject: content.subject,
  text: renderText(content, frame),
  html: renderHtml(content, frame),
});
