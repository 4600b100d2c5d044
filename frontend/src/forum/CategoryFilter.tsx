import { Box, Chip } from '@mui/material';
import type { ForumCategoryDto } from '../api/generated/types.gen';
import { CategoryDot } from './CategoryChip';

export const ALL_TOPICS = 'All Topics';

/** 'All Topics' plus one button per category (spec 2 §2); the chosen one is pressed. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly ForumCategoryDto[];
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}) {
  const option = (key: string, label: string, value: number | null, color?: string) => {
    const pressed = selected === value;
    return (
      <Chip
        key={key}
        label={label}
        clickable
        onClick={() => onSelect(value)}
        aria-pressed={pressed}
        color={pressed ? 'secondary' : 'default'}
        variant={pressed ? 'filled' : 'outlined'}
        icon={color ? <CategoryDot color={color} /> : undefined}
        sx={{ '& .MuiChip-icon': { ml: 1 } }}
      />
    );
  };
  return (
    <Box role="group" aria-label="Filter by category" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {option('all', ALL_TOPICS, null)}
      {categories.map((category) =>
        option(
          String(category.id),
          category.icon ? `${category.icon} ${category.name}` : category.name,
          category.id,
          category.color,
        ),
      )}
    </Box>
  );
}
