import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onPlanChange } from '#client/features/billing/api/plan-broadcast.ts';
import { subscriptionKeys } from '#client/entities/subscription/subscription.ts';

/**
 * Mounted once by the layout: when another tab confirms a checkout, this tab asks for the plan
 * again (only the plan summary: a confirmation open here stays as it is).
 */
export function PlanSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPlanChange(() => {
        void queryClient.invalidateQueries({ queryKey: [...subscriptionKeys.all, 'subscription'] });
      }),
    [queryClient],
  );
  return null;
}
