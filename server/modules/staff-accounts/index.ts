// Creating and deleting a user the way /setting/users does, for the account pages (accounts).
export { addUser, deleteUser } from './users.ts';
