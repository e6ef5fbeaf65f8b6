import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const WELCOME_SUBJECT = 'Welcome to the Academy';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * The newest e-mail the academy sent to `recipient`, as the local mail catcher received it over SMTP,
 * waiting for it to arrive: `To:` and `Subject:` lines, then the text part. `mailDir` is the catcher's
 * folder, whose catcher.json names the catcher's web view; its JSON list is read from there.
 * The welcome mail every sign-up gets is passed over: a test reads the mail its last step caused, and
 * the welcome, sent moments earlier, would otherwise be the newest until that one arrives.
 */
export async function latestMailTo(mailDir: string, recipient: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const catcher = await readFile(join(mailDir, 'catcher.json'), 'utf8').catch(() => undefined);
    if (catcher) {
      const { webUrl } = JSON.parse(catcher) as { webUrl: string };
      const response = await fetch(`${webUrl}/api/messages?to=${encodeURIComponent(recipient)}`);
      const newest = ((await response.json()) as CaughtMail[]).find(
        (mail) => mail.subject !== WELCOME_SUBJECT,
      );
      if (newest) return `To: ${recipient}\nSubject: ${newest.subject}\n\n${newest.text}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${recipient} reached the mail catcher of ${mailDir}`);
}
