import type { Preferences } from '@academy/contracts';
import { Button, Card, Group, Spinner, Stack, Switch, Tabs } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { QueryFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { toast } from '../../shared/toast.ts';
import { PREFERENCE_GROUPS } from './preference-toggles.ts';
import styles from './SettingsPage.module.css';
import { usePreferencesQuery, useSavePreferencesMutation } from './settingsApi.ts';
import '../../shared/i18n/en-screens/settings.ts';

/** Saving shows its state for at least this long, so the button never just flickers. */
const MIN_SAVING_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function SettingsPage() {
  const { t } = useTranslation();
  const query = usePreferencesQuery();
  const { data, error, isLoading } = query;
  const [savePreferences] = useSavePreferencesMutation();
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);
  const preferences = draft ?? data?.preferences;

  async function save() {
    if (!preferences) return;
    setSaving(true);
    try {
      const [reply] = await Promise.all([savePreferences(preferences).unwrap(), wait(MIN_SAVING_MS)]);
      setDraft(null);
      toast.success(reply.message);
    } catch (saveError) {
      toast.error(errorMessage(saveError, 'Operation failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <PageHeader title={t('settings.settings')} subtitle={t('settings.manageYourAccountPreferencesAnd')} />
      {error ? <QueryFailedAlert query={query} fallback="Operation failed" /> : null}
      {isLoading ? <Spinner size="lg" label={t('settings.loadingSettings')} /> : null}
      {preferences ? (
        <Card padding="lg">
          <Tabs
            label={t('settings.settingsSections')}
            items={PREFERENCE_GROUPS.map((group) => ({
              value: group.value,
              label: t(group.tab),
              content: (
                <section className={styles.group}>
                  <h2 className={textStyles.titleLg}>{t(group.title)}</h2>
                  <p className={`${textStyles.mutedSmall} ${styles.subtitle}`}>{t(group.subtitle)}</p>
                  <Stack gap="0" className={styles.toggles}>
                    {group.toggles.map((toggle) => (
                      <Switch
                        key={toggle.key}
                        label={t(toggle.title)}
                        description={t(toggle.description)}
                        checked={preferences[toggle.key]}
                        disabled={saving}
                        onCheckedChange={(checked) => setDraft({ ...preferences, [toggle.key]: checked })}
                      />
                    ))}
                  </Stack>
                </section>
              ),
            }))}
          />
          <Group gap="3" justify="end" align="stretch" wrap={false} className={styles.actions}>
            <Button variant="secondary" disabled={saving || draft === null} onClick={() => setDraft(null)}>
              {t('settings.cancel')}
            </Button>
            <Button busy={saving} busyText={t('settings.saving')} onClick={save}>
              {t('settings.saveChanges')}
            </Button>
          </Group>
        </Card>
      ) : null}
    </>
  );
}
