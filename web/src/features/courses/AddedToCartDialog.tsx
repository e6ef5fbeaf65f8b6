import { Button, Dialog, DialogClose, Group, PriceTag, Stack } from '@academy/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths/paths.ts';
import textStyles from '../../shared/text.module.css';
import type { CartItem } from '../cart/cart-item.ts';
import styles from './product.module.css';
import '../../shared/i18n/en-screens/courses.ts';

export interface AddedToCartDialogProps {
  item: CartItem | null;
  onClose: () => void;
}

/** Confirms an add to cart: the course's thumbnail, title and price, then keep shopping or go to the cart. */
export function AddedToCartDialog({ item, onClose }: AddedToCartDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog
      title={t('courses.courseAddedToCart')}
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('courses.continueShopping')}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onClose();
              navigate(paths.cart);
            }}
          >
            {t('courses.goToCart')}
          </Button>
        </>
      }
    >
      {item ? (
        <Group gap="4" wrap={false}>
          {item.thumbnailUrl ? (
            <img className={styles.addedThumbnail} src={item.thumbnailUrl} alt="" />
          ) : null}
          <Stack gap="1" className={styles.addedText}>
            <p className={textStyles.strongLine}>{item.title}</p>
            <PriceTag
              amount={item.priceMinor}
              originalAmount={item.originalPriceMinor ?? undefined}
              currency={item.currency}
            />
          </Stack>
        </Group>
      ) : null}
    </Dialog>
  );
}
