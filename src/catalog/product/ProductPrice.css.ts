import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
