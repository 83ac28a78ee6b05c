// Creating and deleting a user the way /setting/users does, for the account pages (accounts).
export { addUser, deleteUser } from './users.ts';
// Accounts by the start of their name, for the header search (search).
export { findUsersByName } from './name-search.ts';
