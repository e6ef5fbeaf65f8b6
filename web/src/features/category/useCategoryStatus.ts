import { useEffect } from 'react';
import { toast } from '../../shared/toast.ts';
import { useCategoryStatusQuery } from './categoryApi.ts';

/** The learner's category status; says 'Failed to fetch category' (spec) when it cannot be read. */
export function useCategoryStatus() {
  const status = useCategoryStatusQuery();
  useEffect(() => {
    if (status.isError) toast.error('Failed to fetch category');
  }, [status.isError]);
  return status.data;
}
