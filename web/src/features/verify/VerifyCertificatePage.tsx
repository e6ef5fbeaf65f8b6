import { Alert, Button, Card, Group, Stack, TextField } from '@academy/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../shared/Loading.tsx';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { VerificationResult } from './VerificationResult.tsx';
import styles from './verify.module.css';
import { useVerifyCertificateQuery } from './verifyApi.ts';
import '../../shared/i18n/en-screens/verify.ts';

/** Public: anyone with a certificate number (typed, or from the certificate's QR code) can check it. */
export function VerifyCertificatePage() {
  const { t } = useTranslation();
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
        eyebrow={t('verify.verifyCertificate')}
        title={t('verify.checkAnAcademyCertificate')}
        subtitle={t('verify.enterTheCertificateNumberPrinted')}
      />
      <Stack gap="6" className={styles.layout}>
        <Card padding="lg">
          <Group as="form" gap="3" align="end" className={styles.form} onSubmit={onSubmit}>
            <TextField
              label={t('verify.certificateNumber')}
              name="number"
              placeholder={t('verify.acd2025')}
              value={draft}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" disabled={!draft.trim()}>
              {t('verify.verify')}
            </Button>
          </Group>
        </Card>
        {result.isFetching ? (
          <Loading label={t('verify.checkingTheCertificate')} />
        ) : result.error ? (
          <Alert tone="destructive" title={t('verify.error')}>
            {t('verify.theCertificateCouldNotBe')}
          </Alert>
        ) : result.data ? (
          <VerificationResult number={number} result={result.data} />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
