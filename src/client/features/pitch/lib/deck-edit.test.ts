import { describe, expect, it } from 'vitest';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { addSlide, deleteSlide, duplicateSlide, moveSlide, updateSlide, withLayout } from './deck-edit.ts';

const slide = (id: string): PitchSlide => ({
  id,
  key: id,
  layout: 'bullets',
  title: id,
  bullets: [id],
  notes: '',
});
const ids = (slides: PitchSlide[]) => slides.map((s) => s.id);
const deck = [slide('a'), slide('b'), slide('c')];

describe('deck edits', () => {
  it('moves a slide up and down, and not past either end', () => {
    expect(ids(moveSlide(deck, 0, 1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveSlide(deck, 2, -1))).toEqual(['a', 'c', 'b']);
    expect(moveSlide(deck, 0, -1)).toBe(deck);
    expect(moveSlide(deck, 2, 1)).toBe(deck);
  });

  it('duplicates a slide after itself under a new id, as a deep copy', () => {
    const next = duplicateSlide(deck, 1);
    expect(next).toHaveLength(4);
    expect(next[2]!.id).not.toBe('b');
    expect(next[2]!.title).toBe('b');
    expect(next[2]!.bullets).not.toBe(next[1]!.bullets);
  });

  it('adds a blank slide of its own and deletes one', () => {
    const added = addSlide(deck, -1, 'bigNumber');
    expect(added[0]).toMatchObject({
      key: 'custom',
      layout: 'bigNumber',
      bigNumber: { value: '', label: '' },
    });
    expect(ids(deleteSlide(deck, 1))).toEqual(['a', 'c']);
  });

  it('updates one slide and switches layout keeping its text', () => {
    expect(updateSlide(deck, 'b', { title: 'B!' })[1]!.title).toBe('B!');
    const two = withLayout(deck[0]!, 'twoColumns');
    expect(two).toMatchObject({ layout: 'twoColumns', bullets: ['a'], columnTitles: ['', ''] });
  });
});
