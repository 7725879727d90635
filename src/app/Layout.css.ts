import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
export const header = style({ display: 'flex', gap: 24, alignItems: 'center', padding: '12px 24px' });
export const logo = style({ fontWeight: 700, textDecoration: 'none', color: 'inherit' });
export const main = style({ flex: 1, padding: '0 24px', maxWidth: 1280, width: '100%', margin: '0 auto' });
