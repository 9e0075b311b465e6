package folder

// sysRenameat2 is the number of the renameat2 system call.
const sysRenameat2 = 316
