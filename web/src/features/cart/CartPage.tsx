import { Button, Card, CartIcon, EmptyState, formatMoney, PriceTag } from '@academy/ui-kit';
import { Link, useLocation } from 'react-router';
import { appPath } from '../../app/paths/app-paths.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { PageContainer } from '../layout/PageContainer.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import styles from './cart.module.css';
import { cartItemRemoved } from './cartSlice.ts';
import { useCartItems } from './useCart.ts';

/** `/addtocart`: the courses in the logged-in user's cart, with their total. */
export function CartPage() {
  const user = useAppSelector(({ auth }) => auth.user);
  const items = useCartItems();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const currency = items[0]?.currency ?? 'INR';
  const total = items.reduce((sum, item) => sum + item.priceMinor, 0);

  return (
    <PageContainer>
      <PageHeader title="Shopping cart" subtitle="Courses you are about to buy." />
      {!user ? (
        <EmptyState
          icon={<CartIcon />}
          title="Log in to see your cart"
          action={
            <Button asChild>
              <Link to="/login" state={{ from: location }}>
                Log in
              </Link>
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<CartIcon />}
          title="Your cart is empty."
          description="Find a course and add it to your cart."
          action={
            <Button asChild>
              <Link to="/courses">Browse Courses</Link>
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <ul className={styles.items} aria-label="Courses in your cart">
            {items.map((item) => (
              <li key={item.courseId}>
                <Card className={styles.item}>
                  {item.thumbnailUrl ? (
                    <img className={styles.thumbnail} src={item.thumbnailUrl} alt="" />
                  ) : null}
                  <div className={styles.itemText}>
                    <p className={styles.itemTitle}>{item.title}</p>
                    <p className={styles.quantity}>Quantity: {item.quantity}</p>
                  </div>
                  <div className={styles.itemEnd}>
                    <PriceTag
                      amount={item.priceMinor}
                      originalAmount={item.originalPriceMinor ?? undefined}
                      currency={item.currency}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${item.title}`}
                      onClick={() => dispatch(cartItemRemoved({ userId: user.id, courseId: item.courseId }))}
                    >
                      Remove
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Card padding="lg" variant="elevated" className={styles.summary}>
            <h2 className={styles.summaryTitle}>Order summary</h2>
            <dl className={styles.totals}>
              <div>
                <dt>Courses</dt>
                <dd>{items.length}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{formatMoney(total, currency)}</dd>
              </div>
            </dl>
            <Button asChild fullWidth>
              <Link to={appPath('/payment/checkout')}>Proceed to Checkout</Link>
            </Button>
            <Button asChild variant="secondary" fullWidth>
              <Link to="/courses">Continue Shopping</Link>
            </Button>
          </Card>
        </div>
      )}
    </PageContainer>
  );
}
