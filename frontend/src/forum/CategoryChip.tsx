import { Box, Chip } from '@mui/material';
import type { ForumCategoryRefDto } from '../api/generated/types.gen';

/**
 * A category's name with its colour as a dot and its icon: the text keeps the page's own colours, so any
 * colour an admin picks stays readable.
 */
export function CategoryChip({
  category,
  size = 'small',
}: {
  category: Pick<ForumCategoryRefDto, 'name' | 'color' | 'icon'>;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      variant="outlined"
      sx={{ borderColor: category.color, maxWidth: '100%' }}
      icon={<CategoryDot color={category.color} />}
      label={
        <>
          {category.icon ? (
            <Box component="span" aria-hidden="true" sx={{ mr: 0.5 }}>
              {category.icon}
            </Box>
          ) : null}
          {category.name}
        </>
      }
    />
  );
}

export function CategoryDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: color,
        flexShrink: 0,
        display: 'inline-block',
      }}
    />
  );
}
