export { fieldErrors } from '../../components/forms/field-errors.ts';
