// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from '#client/components/ui/select.tsx';

afterEach(cleanup);

const options = (
  <>
    <option value="">All</option>
    <option value="a">A</option>
  </>
);

describe('Select', () => {
  it('is a native select, named by its label and changed like one', () => {
    const onChange = vi.fn();
    render(
      <Select aria-label="Category" value="" onChange={(e) => onChange(e.target.value)}>
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select.tagName).toBe('SELECT');
    fireEvent.change(select, { target: { value: 'a' } });
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('marks an invalid choice for assistive technology and in red', () => {
    render(
      <Select aria-label="Type" invalid>
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.className).toContain('border-red-500');
  });

  it('draws a filter with its own chevron, in teal once it narrows the list', () => {
    const { container } = render(
      <Select aria-label="Length" look="filter" highlighted>
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Length' });
    expect(select.className).toContain('appearance-none');
    expect(select.className).toContain('border-teal-600');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('is a small pill on the player, keeping the width a caller gives it', () => {
    render(
      <Select aria-label="Playback speed" look="player" className="max-w-28">
        {options}
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(select.className).toContain('h-8');
    expect(select.className).toContain('max-w-28');
    expect(select.className).not.toContain('border-stone-300');
  });
});
