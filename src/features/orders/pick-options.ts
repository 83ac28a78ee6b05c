// The order filters' name lists use the shared pick options of the filter sheet.
export { peopleOptions, productOptions, type PickOption } from '../../components/filters/pick-sources.ts';
