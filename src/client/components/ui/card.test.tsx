// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card, cardVariants } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';

afterEach(cleanup);

describe('Card', () => {
  it('renders as the element asked for, with its attributes', () => {
    render(
      <Card as="section" aria-label="Path">
        Body
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Path' });
    expect(card.tagName).toBe('SECTION');
    expect(card.className).toBe(cardVariants());
  });

  it('has a dashed look for an empty state and no padding for a table', () => {
    expect(cardVariants({ variant: 'dashed' })).toContain('border-dashed');
    expect(cardVariants({ padding: 'none' })).not.toMatch(/\bp-5\b/);
  });
});

describe('Label', () => {
  it('names the control it is for', () => {
    render(
      <>
        <Label htmlFor="x">Slug</Label>
        <input id="x" />
      </>,
    );
    expect(screen.getByLabelText('Slug').id).toBe('x');
  });
});
