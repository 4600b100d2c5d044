/** An achievement's place as the admin table shows it (spec 2 §2): 1st, 2nd, 3rd or a dash. */
export function placeLabel(place: number | null | undefined): string {
  switch (place) {
    case 1:
      return '1st';
    case 2:
      return '2nd';
    case 3:
      return '3rd';
    default:
      return '—';
  }
}
