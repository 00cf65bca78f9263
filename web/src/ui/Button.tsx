import type { ButtonHTMLAttributes } from 'react';
import { MSG } from '@parts/common/messages';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  /** While busy the button is disabled and reads "Please wait..." so a second click cannot submit twice. */
  busy?: boolean;
  busyText?: string;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  busyText = MSG.pleaseWait,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? (
        <>
          <span className="btn__spinner" aria-hidden="true" />
          {busyText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
