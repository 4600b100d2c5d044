import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { parseMarkup, type MarkupNode } from './parse-markup';

function render(nodes: readonly MarkupNode[]): ReactNode[] {
  // The nodes never change order within one render, so their positions are stable keys.
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'bold':
        return <strong key={index}>{render(node.children)}</strong>;
      case 'italic':
        return <em key={index}>{render(node.children)}</em>;
      case 'underline':
        return <u key={index}>{render(node.children)}</u>;
    }
  });
}

/**
 * Forum text shown with its markup: React elements built from parseMarkup's tree, with every character of
 * the member's text going in as a text node, so no HTML, script or link can come through.
 */
export function Markup({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="div" sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {render(parseMarkup(text))}
    </Box>
  );
}
