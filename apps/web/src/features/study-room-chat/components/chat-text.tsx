import Box from '@mui/material/Box';
import { MathFormula } from '../../../components/math-formula';
import { chatParts } from '../merge';

/**
 * A chat message: plain text (never HTML), line breaks kept, `$…$` and `$$…$$` typeset by KaTeX, which loads only
 * when a message holds maths.
 */
export function ChatText({ body }: { body: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {chatParts(body).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <MathFormula key={index} tex={part.tex} display={part.display} />
        ),
      )}
    </Box>
  );
}
