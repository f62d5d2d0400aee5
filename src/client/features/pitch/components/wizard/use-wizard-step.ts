import { useState } from 'react';

/**
 * Which step the wizard shows, kept within 0..last. Moving takes focus to the new step so a screen
 * reader and the keyboard start from its top, not from the button that was pressed.
 */
export function useWizardStep(initial: number, last: number) {
  const [step, setStep] = useState(initial);
  const go = (to: number) => {
    setStep(Math.max(0, Math.min(last, to)));
    requestAnimationFrame(() => document.getElementById('wizard-step')?.focus());
  };
  return { step, go };
}
