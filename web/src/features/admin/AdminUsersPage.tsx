import type { AdminUser } from '@academy/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  Spinner,
  Stack,
  Table,
  type TableColumn,
  TextField,
} from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/error-message.ts';
import { useAppSelector } from '../../app/store.ts';
import { actionsColumn } from '../../shared/actions-column.ts';
import { columnsCard } from '../../shared/columns-card.tsx';
import { formatDate } from '../../shared/dates.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import textStyles from '../../shared/text.module.css';
import { selectUser } from '../auth/authSlice.ts';
import { useAdminUsersQuery } from './adminUsersApi.ts';
import { SuspendButton, UserRoleSelect, UserStatusBadge } from './UserActions.tsx';
import { pageCountOf, userListParamsOf, userListQueryOf, userListStateOf } from './user-list-params.ts';

/**
 * `/users` (ADMIN): every account, newest first, searched by name or e-mail (the search and page are in
 * the URL), with each one's role and a Suspend / Reinstate button; a table on wide screens, cards on a phone.
 */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = userListStateOf(params);
  const selfId = useAppSelector(selectUser)?.id;
  const { currentData: reply, error } = useAdminUsersQuery(userListQueryOf(state));
  const [text, setText] = useState(state.search);
  // Back and Forward change the URL's search: the box follows it.
  const [shown, setShown] = useState(state.search);
  if (shown !== state.search) {
    setShown(state.search);
    setText(state.search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(userListParamsOf({ search: text, page: 1 }));
  };
  const users = reply?.users ?? [];
  const columns: TableColumn<AdminUser>[] = [
    { key: 'name', header: t('adminUsers.name'), cell: (user) => user.fullName },
    { key: 'email', header: t('adminUsers.eMail'), cell: (user) => user.email },
    {
      key: 'role',
      header: t('adminUsers.role'),
      cell: (user) => <UserRoleSelect user={user} self={user.id === selfId} hideLabel />,
    },
    { key: 'status', header: t('adminUsers.status'), cell: (user) => <UserStatusBadge user={user} /> },
    { key: 'joined', header: t('adminUsers.joined'), cell: (user) => formatDate(user.createdAt) },
    actionsColumn((user) => <SuspendButton user={user} self={user.id === selfId} />),
  ];
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('adminUsers.eyebrow')}
        title={t('adminUsers.users')}
        subtitle={t('adminUsers.subtitle')}
      />
      <Card padding="lg">
        <Stack gap="4">
          <search>
            <form onSubmit={submit}>
              <Group gap="2" align="end" wrap>
                <TextField
                  label={t('adminUsers.searchUsers')}
                  type="search"
                  name="search"
                  value={text}
                  maxLength={100}
                  placeholder={t('adminUsers.nameOrEMail')}
                  onChange={(event) => setText(event.target.value)}
                />
                <Button type="submit">{t('adminUsers.search')}</Button>
              </Group>
            </form>
          </search>
          {error ? (
            <Alert tone="destructive" title={errorMessage(error, t('adminUsers.failedToLoad'))} />
          ) : !reply ? (
            <Spinner label={t('adminUsers.loadingUsers')} />
          ) : (
            <>
              <p className={textStyles.muted} aria-live="polite">
                {reply.total === 1
                  ? t('adminUsers.oneUser')
                  : t('adminUsers.manyUsers', { count: reply.total })}
                {state.search.trim() ? t('adminUsers.matching', { search: state.search.trim() }) : ''}
              </p>
              <Table<AdminUser>
                caption={t('adminUsers.users')}
                hideCaption
                rows={users}
                getRowKey={(user) => user.id}
                emptyMessage={t('adminUsers.noUsersFound')}
                card={columnsCard(columns, { titleKey: 'name', statusKey: 'status', actionsKey: 'actions' })}
                columns={columns}
              />
              {reply.total > reply.limit || state.page > 1 ? (
                <Pagination
                  page={state.page}
                  pageCount={pageCountOf(reply.total)}
                  onPageChange={(page) => setParams(userListParamsOf({ search: state.search, page }))}
                />
              ) : null}
            </>
          )}
        </Stack>
      </Card>
    </PageContainer>
  );
}
