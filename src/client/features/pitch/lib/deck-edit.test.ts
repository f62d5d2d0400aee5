import { describe, expect, it } from 'vitest';
import { checkDeck } from '#shared/pitch/checker.ts';
import { composeDeck } from '#shared/pitch/composer.ts';
import { STRONG_ANSWERS } from '#shared/pitch/fixtures.ts';
import type { PitchSlide } from '#shared/schemas/pitch.ts';
import { defined } from '#shared/testing/defined.ts';
import {
  addSlide,
  deleteSlide,
  duplicateSlide,
  insertFrameworkSlide,
  moveSlide,
  updateSlide,
  withLayout,
} from './deck-edit.ts';

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
    const copy = defined(next[2], 'the copy');
    expect(copy.id).not.toBe('b');
    expect(copy.title).toBe('b');
    expect(copy.bullets).not.toBe(defined(next[1], 'the original').bullets);
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
    expect(updateSlide(deck, 'b', { title: 'B!' })[1]?.title).toBe('B!');
    const two = withLayout(defined(deck[0], 'the first slide'), 'twoColumns');
    expect(two).toMatchObject({ layout: 'twoColumns', bullets: ['a'], columnTitles: ['', ''] });
  });
});

describe('adding a slide the checker found missing', () => {
  it('writes it from the answers and puts it where the framework has it', () => {
    const full = composeDeck('yc', STRONG_ANSWERS);
    const withoutTeam = full.filter((s) => s.key !== 'team');
    const before = checkDeck({ framework: 'yc', answers: STRONG_ANSWERS, slides: withoutTeam });
    expect(before.findings.map((f) => `${f.code}:${f.slideKey}`)).toContain('missing_slide:team');

    const { slides, index } = insertFrameworkSlide(withoutTeam, 'yc', 'team', STRONG_ANSWERS);
    expect(slides.map((s) => s.key)).toEqual(full.map((s) => s.key));
    expect(index).toBe(full.findIndex((s) => s.key === 'team'));
    expect(slides[index]).toMatchObject({ layout: 'teamGrid', title: 'Team' });
    expect(slides[index]?.bullets[0]).toContain('Ada Moreno');
    const after = checkDeck({ framework: 'yc', answers: STRONG_ANSWERS, slides });
    expect(after.findings.map((f) => f.code)).not.toContain('missing_slide');
    expect(after.score).toBeGreaterThan(before.score);
  });

  it('puts a missing first slide first, and leaves the deck alone when the slide is there', () => {
    const full = composeDeck('yc', STRONG_ANSWERS);
    const { slides, index } = insertFrameworkSlide(full.slice(1), 'yc', 'title', STRONG_ANSWERS);
    expect(index).toBe(0);
    expect(slides[0]?.key).toBe('title');
    expect(insertFrameworkSlide(full, 'yc', 'team', STRONG_ANSWERS)).toEqual({ slides: full, index: -1 });
    expect(insertFrameworkSlide(full, 'yc', 'nope', STRONG_ANSWERS).index).toBe(-1);
  });
});
