// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePendingChoice } from '#client/lib/use-pending-choice.ts';
import { defined } from '#shared/testing/defined.ts';

afterEach(cleanup);

type Outcome = 'saved' | 'failed';

/** A checkbox saved by saves the test settles by hand, like a slow network. */
function SavedCheckbox({ saves }: { saves: Array<(outcome: Outcome) => void> }) {
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
        saves.push((outcome) => {
          if (outcome === 'saved') setSaved(wanted);
          choice.settle();
        });
      }}
    />
  );
}

function setUp() {
  const saves: Array<(outcome: Outcome) => void> = [];
  render(<SavedCheckbox saves={saves} />);
  return { saves, box: screen.getByRole<HTMLInputElement>('checkbox', { name: 'Hide streaks' }) };
}

describe('usePendingChoice', () => {
  it('shows the choice from the click on, then the saved value once the save settles', () => {
    const { saves, box } = setUp();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(saves).toHaveLength(1);

    act(() => defined(saves[0], 'the save')('saved'));
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });

  it('goes back to the saved value when the save fails', () => {
    const { saves, box } = setUp();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    act(() => defined(saves[0], 'the save')('failed'));
    expect(box.checked).toBe(false);
  });
});
