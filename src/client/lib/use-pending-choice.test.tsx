// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePendingChoice } from '#client/lib/use-pending-choice.ts';

afterEach(cleanup);

/** A checkbox saved by a save the test settles by hand, like a slow network. */
function SavedCheckbox({ saves }: { saves: Array<() => void> }) {
  const [saved, setSaved] = useState(false);
  const choice = usePendingChoice(saved);
  return (
    <input
      type="checkbox"
      aria-label="Hide streaks"
      checked={choice.shown}
      onChange={(event) => {
        const wanted = event.target.checked;
        choice.choose(wanted);
        saves.push(() => {
          setSaved(wanted);
          choice.settle();
        });
      }}
    />
  );
}

describe('usePendingChoice', () => {
  it('shows the choice from the click on, then the saved value once the save settles', () => {
    const saves: Array<() => void> = [];
    render(<SavedCheckbox saves={saves} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Hide streaks' });

    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(saves).toHaveLength(1);

    act(() => saves[0]!());
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });

  it('goes back to the saved value when the save fails', () => {
    const saves: Array<() => void> = [];
    function FailingSave() {
      const choice = usePendingChoice(false);
      return (
        <input
          type="checkbox"
          aria-label="Product e-mails"
          checked={choice.shown}
          onChange={(event) => {
            choice.choose(event.target.checked);
            saves.push(choice.settle);
          }}
        />
      );
    }
    render(<FailingSave />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Product e-mails' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    act(() => saves[0]!());
    expect(box.checked).toBe(false);
  });
});
