import {
  Button,
  Card,
  CartIcon,
  EmptyState,
  FullPageSpinner,
  Group,
  PriceTag,
  Split,
  Stack,
} from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { paths } from '../../app/paths/paths.ts';
import { useAppSelector } from '../../app/store.ts';
import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { Detail } from '../../shared/Detail.tsx';
import { LoadFailedAlert } from '../../shared/LoadFailedAlert.tsx';
import { formatMoney } from '../../shared/money.ts';
import { PageContainer } from '../../shared/PageContainer.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { SignInPrompt } from '../../shared/SignInPrompt.tsx';
import textStyles from '../../shared/text.module.css';
import { thumbnailUrl } from '../../shared/thumbnail-url.ts';
import { toast } from '../../shared/toast.ts';
import { BillingDetailsFields } from './BillingDetailsFields.tsx';
import { checkoutState, NO_BILLING_DETAILS } from './billing-details.ts';
import styles from './cart.module.css';
import { cartTotal } from './cart-total.ts';
import { useRemoveFromCartMutation } from './cartApi.ts';
import { useCartItems } from './useCart.ts';
import '../../shared/i18n/en-screens/cart.ts';

/** `/addtocart`: the courses in the logged-in user's cart on the server, with their total. */
export function CartPage() {
  const { t } = useTranslation();
  const user = useAppSelector(({ auth }) => auth.user);
  const cart = useCartItems();
  const [remove, removing] = useRemoveFromCartMutation();
  const [billing, setBilling] = useState(NO_BILLING_DETAILS);
  const items = cart.data ?? [];
  const total = cartTotal(items);

  const removeLine = async (courseId: number) => {
    if (!user) return;
    try {
      await remove({ userId: user.id, courseId }).unwrap();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to remove the course'));
    }
  };

  const content = () => {
    if (!user) {
      return <SignInPrompt icon={<CartIcon />} title={t('cart.logInToSeeYour')} />;
    }
    if (cart.isLoading) return <FullPageSpinner label={t('cart.loadingYourCart')} />;
    if (cart.error) {
      return (
        <LoadFailedAlert
          title={t('cart.failedToLoadYourCart')}
          onRetry={cart.refetch}
          retrying={cart.isFetching}
        />
      );
    }
    if (items.length === 0) {
      return (
        <EmptyState
          icon={<CartIcon />}
          title={t('cart.yourCartIsEmpty')}
          description={t('cart.findACourseAndAdd')}
          action={<ButtonLink to={paths.courses}>{t('cart.browseCourses')}</ButtonLink>}
        />
      );
    }
    return (
      <Split columns="minmax(0, 1fr) 20rem">
        <Stack gap="4" as="ul" aria-label={t('cart.coursesInYourCart')}>
          {items.map((item) => {
            const image = thumbnailUrl(item.thumbnailUrl);
            return (
              <li key={item.course_id}>
                <Card>
                  <Group gap="4">
                    {image ? <img className={styles.thumbnail} src={image} alt="" /> : null}
                    <div className={styles.itemText}>
                      <p className={textStyles.strongLine}>{item.title}</p>
                      <p className={textStyles.mutedBelow}>
                        {t('cart.quantity')} {item.quantity}
                      </p>
                    </div>
                    <Stack gap="2" align="end">
                      <PriceTag
                        amount={item.price}
                        originalAmount={item.originalPrice ?? undefined}
                        currency={item.currency}
                      />
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('cart.remove', { title: item.title })}
                        busy={removing.isLoading && removing.originalArgs?.courseId === item.course_id}
                        busyText={t('cart.removing')}
                        onClick={() => removeLine(item.course_id)}
                      >
                        {t('cart.remove2')}
                      </Button>
                    </Stack>
                  </Group>
                </Card>
              </li>
            );
          })}
        </Stack>
        <Card padding="lg" variant="elevated">
          <Stack gap="3">
            <h2 className={textStyles.titleLg}>{t('cart.orderSummary')}</h2>
            <Stack gap="2" as="dl" className={styles.totals}>
              <Detail term={t('cart.courses')}>{items.length}</Detail>
              <Detail term={t('cart.total')}>{formatMoney(total.amountMinor, total.currency)}</Detail>
            </Stack>
            <BillingDetailsFields value={billing} onChange={setBilling} />
            <ButtonLink to={paths.checkout} state={checkoutState(billing)} fullWidth>
              {t('cart.checkout')}
            </ButtonLink>
            <ButtonLink to={paths.courses} variant="secondary" fullWidth>
              {t('cart.continueShopping')}
            </ButtonLink>
          </Stack>
        </Card>
      </Split>
    );
  };

  return (
    <PageContainer>
      <PageHeader title={t('cart.shoppingCart')} subtitle={t('cart.coursesYouAreAboutTo')} />
      {content()}
    </PageContainer>
  );
}
