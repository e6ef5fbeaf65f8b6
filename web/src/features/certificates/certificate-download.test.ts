import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateFileName, fetchCertificatePdf } from './certificate-download.ts';

describe('the downloaded file name', () => {
  it("is the learner's full name with underscores, then _certificate.pdf", () => {
    expect(certificateFileName('Ada Lovelace')).toBe('Ada_Lovelace_certificate.pdf');
    expect(certificateFileName('  Grace   Brewster Hopper ')).toBe('Grace_Brewster_Hopper_certificate.pdf');
    expect(certificateFileName('')).toBe('certificate_certificate.pdf');
  });
});

describe('fetching the certificate PDF', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/ok.pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 body');
      } else if (request.url === '/refused.pdf') {
        response
          .writeHead(403, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Not yours' }));
      } else {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns the PDF blob', async () => {
    const blob = await fetchCertificatePdf(`${origin}/ok.pdf`);
    expect(await blob.text()).toBe('%PDF-1.7 body');
  });

  it("gives the server's message for a reply that is not a PDF", async () => {
    await expect(fetchCertificatePdf(`${origin}/refused.pdf`)).rejects.toThrow('Not yours');
    await expect(fetchCertificatePdf(`${origin}/page`)).rejects.toThrow('Failed to download certificate');
  });

  it('asks to try again when the server cannot be reached', async () => {
    await expect(fetchCertificatePdf('http://127.0.0.1:1/x.pdf')).rejects.toThrow(
      'Failed to download certificate. Please try again.',
    );
  });
});
