import { Alert, Button, Card, TextField } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { VerificationResult } from './VerificationResult.tsx';
import styles from './verify.module.css';
import { useVerifyCertificateQuery } from './verifyApi.ts';

/** Public: anyone with a certificate number (typed, or from the certificate's QR code) can check it. */
export function VerifyCertificatePage() {
  const [search, setSearch] = useSearchParams();
  const number = search.get('number')?.trim() ?? '';
  const [draft, setDraft] = useState(number);
  const result = useVerifyCertificateQuery(number || skipToken);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    if (wanted) setSearch({ number: wanted });
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow="Verify Certificate"
        title="Check an Academy certificate"
        subtitle="Enter the certificate number printed on the certificate, or scan its QR code."
      />
      <div className={styles.layout}>
        <Card padding="lg">
          <form className={styles.form} onSubmit={onSubmit}>
            <TextField
              label="Certificate number"
              name="number"
              placeholder="ACD-2025-…"
              value={draft}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" disabled={!draft.trim()}>
              Verify
            </Button>
          </form>
        </Card>
        {result.isFetching ? (
          <Loading label="Checking the certificate" />
        ) : result.error ? (
          <Alert tone="destructive" title="Error">
            The certificate could not be checked just now. Please try again.
          </Alert>
        ) : result.data ? (
          <VerificationResult number={number} result={result.data} />
        ) : null}
      </div>
    </PageContainer>
  );
}
