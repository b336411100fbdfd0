export { encryptPassword, PasswordEncryptionError } from './encrypt-password';
