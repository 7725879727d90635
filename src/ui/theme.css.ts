import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** The light theme as typed data; the only place in `src/` where colour literals may appear. */
const tokens = {
  color: {
    brand: '#4c1d95',
    brandHover: '#5b21b6',
    brandSubtle: '#ede9fe',
    onBrand: '#ffffff',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    borderStrong: '#6b7280',
    surface: '#ffffff',
    surfaceHover: '#f3f4f6',
    background: '#f9fafb',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSubtle: '#fee2e2',
    onDanger: '#ffffff',
    success: '#15803d',
    successSubtle: '#dcfce7',
    warning: '#b45309',
    warningSubtle: '#fef3c7',
    focusRing: '#2563eb',
    overlay: 'rgb(17 24 39 / 0.5)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      xxxl: '2rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgb(17 24 39 / 0.08)',
    md: '0 4px 12px rgb(17 24 39 / 0.12)',
    lg: '0 12px 32px rgb(17 24 39 / 0.2)',
  },
  zIndex: { base: '0', dropdown: '1000', sticky: '1100', modal: '1300', toast: '1400' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '300ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: { control: '2.5rem', controlSm: '2rem', controlLg: '3rem', drawer: 'min(24rem, 88vw)' },
};

/** CSS variable references for every token; import this, never the raw values. */
export const vars = createThemeContract(tokens);

createGlobalTheme(':root', vars, tokens);
