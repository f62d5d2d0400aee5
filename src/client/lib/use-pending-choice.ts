import { useState } from 'react';

/**
 * A control saved on change (a checkbox, say) shows the user's choice from the click until the save
 * has settled and the saved value has been read back. The choice is React state set inside the
 * event handler: a mutation's own pending state reaches React a tick later, and in between React
 * puts a controlled checkbox back to the old value, so a quick second click (or a browser test)
 * saw the click change nothing.
 */
export function usePendingChoice<T>(saved: T) {
  const [choice, setChoice] = useState<{ value: T } | null>(null);
  return {
    shown: choice ? choice.value : saved,
    choose: (value: T) => setChoice({ value }),
    settle: () => setChoice(null),
  };
}
