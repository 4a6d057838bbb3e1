import { mdiAbacus } from '@mdi/js';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MathFormula } from '../../../components/math-formula';
import { MdiIcon } from '../../../components/mdi-icon';

/** The expertise every maths tutor has (demo data and the admin's list use this slug). */
export const MATH_EXPERTISE = 'matematika';

/** Subjects of the maths corner: Matematika of every level, and the UTBK's quantitative parts. */
export function isMathSubject(slug: string): boolean {
  return /matematika|kuantitatif/.test(slug);
}

export const QUADRATIC_FORMULA = String.raw`x_{1,2} = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}`;
export const PYTHAGORAS = String.raw`a^2 + b^2 = c^2`;

export interface MathHeroProps {
  title: string;
  text: string;
  formula: string;
  /** What the formula is (read before it). */
  formulaLabel: string;
  children?: ReactNode;
}

/** The maths corner's hero: title, text and a formula typeset by KaTeX (loaded with these pages only). */
export function MathHero({ title, text, formula, formulaLabel, children }: MathHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="math-hero-title"
      sx={{ background: 'linear-gradient(135deg, #0d2f73 0%, #1746a2 100%)', color: '#fff' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 4, md: 6 },
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: '#ffc94d', display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <MdiIcon path={mdiAbacus} aria-hidden="true" />
            Scola Matematika
          </Typography>
          <Typography id="math-hero-title" variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.75rem' } }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.9)', fontSize: '1.0625rem' }}>
            {text}
          </Typography>
          {children}
        </Box>
        <Paper
          component="figure"
          sx={{ m: 0, p: { xs: 2, sm: 3 }, borderRadius: 4, color: 'text.primary', textAlign: 'center' }}
          data-math-hero=""
        >
          <MathFormula tex={formula} display sx={{ fontSize: { xs: '1.15rem', sm: '1.5rem' } }} />
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {formulaLabel}
          </Typography>
        </Paper>
      </Container>
    </Box>
  );
}
