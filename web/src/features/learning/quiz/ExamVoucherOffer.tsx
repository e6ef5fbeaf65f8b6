import { Button, Group } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths/paths.ts';
import { useAddToCart } from '../../cart/useAddToCart.ts';
import { useCoursesQuery } from '../../courses/coursesApi.ts';
import styles from './quiz.module.css';
import '../../../shared/i18n/en-screens/learning.ts';

/**
 * After the last attempt at a certification quiz: 'Buy an exam voucher' puts the course's voucher in
 * the cart. The cart opens in another tab, so this quiz stays on screen and shows the new attempt by
 * itself (live) once the voucher is paid. Nothing shows when no voucher is sold for the course.
 */
export function ExamVoucherOffer({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const courses = useCoursesQuery();
  const voucher = courses.data?.find((course) => course.voucher?.courseId === courseId);
  const { add, adding } = useAddToCart();
  const [added, setAdded] = useState(false);
  if (!voucher) return null;
  return (
    <Group gap="2" className={styles.voucher}>
      {added ? (
        <p>
          {voucher.title} {t('learning.isInYourCart')}{' '}
          <Link to={paths.cart} target="_blank" rel="noopener">
            {t('learning.payForItInA')}
          </Link>
          {t('learning.yourNewAttemptAppearsHere')}
        </p>
      ) : (
        <Button
          type="button"
          busy={adding}
          busyText={t('learning.adding')}
          onClick={async () => setAdded(await add(voucher))}
        >
          {t('learning.buyAnExamVoucher')}
        </Button>
      )}
    </Group>
  );
}
