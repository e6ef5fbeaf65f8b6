import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The newest e-mail the academy sent to `recipient`, waiting for it to be delivered to the mail sink. */
export async function latestMailTo(mailDir: string, recipient: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir).catch(() => [])).sort().reverse();
    for (const file of files) {
      const mail = await readFile(join(mailDir, file), 'utf8');
      if (mail.startsWith(`To: ${recipient}\n`)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${recipient} in ${mailDir}`);
}
