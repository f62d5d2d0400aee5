// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, Field } from '#client/components/ui/field.tsx';

afterEach(cleanup);

const describedByTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('labels its input and reads the hint with it while valid', () => {
    render(<Field label="Email" hint="We never share it." type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedByTexts(input)).toEqual(['We never share it.']);
  });

  it('marks the input invalid and reads the error after the hint', () => {
    render(
      <Field
        label="Password"
        hint="At least 6 characters."
        error="Password must be at least 6 characters long"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(input)).toEqual([
      'At least 6 characters.',
      'Password must be at least 6 characters long',
    ]);
  });

  it('describes nothing when there is neither hint nor error', () => {
    render(<Field label="Full Name" />);
    expect(screen.getByLabelText('Full Name').hasAttribute('aria-describedby')).toBe(false);
  });

  it('gives two fields on one page their own ids', () => {
    render(
      <>
        <Field label="New Password" error="Password must be at least 6 characters long" />
        <Field label="Confirm Password" error="Passwords do not match" />
      </>,
    );
    expect(describedByTexts(screen.getByLabelText('New Password'))).toEqual([
      'Password must be at least 6 characters long',
    ]);
    expect(describedByTexts(screen.getByLabelText('Confirm Password'))).toEqual(['Passwords do not match']);
  });
});

describe('CheckboxField', () => {
  it('labels the checkbox and ties its error to it', () => {
    render(
      <CheckboxField
        label="I agree to the terms"
        error="You must accept the terms and conditions to create an account."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedByTexts(box)).toEqual(['You must accept the terms and conditions to create an account.']);
  });
});
