// Mantine's date inputs with their stylesheet: the styles come with the pages that show a date
// field (lazy chunks), not with the app's first load (decision 032).
import '@mantine/dates/styles.css';

export { DateInput, TimeInput } from '@mantine/dates';
