import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const WELCOME_SUBJECT = 'Welcome to the Academy';

/**
 * The newest e-mail the academy sent to `recipient`, as the local mail catcher received it over SMTP,
 * waiting for it to arrive: `To:` and `Subject:` lines, then the text part. `mailDir` is the catcher's
 * folder, where it keeps one file per message and recipient (`<received ms>-<id>-<n>.eml`). Files, not
 * the catcher's web view: a start refused in the same data folder runs a catcher of its own for a moment,
 * and only the running academy's catcher receives mail.
 * The welcome mail every sign-up gets is passed over: a test reads the mail its last step caused, and
 * the welcome, sent moments earlier, would otherwise be the newest until that one arrives.
 */
export async function latestMailTo(mailDir: string, recipient: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(mailDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = await readFile(join(mailDir, name), 'utf8');
      const [to, subject] = mail.split('\n', 2);
      if (to === `To: ${recipient}` && subject !== `Subject: ${WELCOME_SUBJECT}`) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${recipient} reached the mail catcher of ${mailDir}`);
}
