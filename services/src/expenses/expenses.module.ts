import { Module } from '@nestjs/common';
import { ChangeExpenseController } from './change-expense/change-expense.controller';
import { RecordExpenseController } from './record-expense/record-expense.controller';
import { AddExpenseHandler } from './record-expense/add-expense.handler';
import { DeleteExpenseHandler } from './change-expense/delete-expense.handler';
import { RestoreExpenseHandler } from './change-expense/restore-expense.handler';
import { ExpenseController } from './expense.controller';
import { ImportExpensesHandler } from './record-expense/import-expenses.handler';
import { UpdateExpenseHandler } from './change-expense/update-expense.handler';
import { ExpenseImportCheckQuery } from './expense-import-check.query';
import { ExpenseQueries } from './expense.queries';
import { CorrectExpenseSigns } from './correct-expense-signs';

@Module({
  controllers: [ExpenseController, RecordExpenseController, ChangeExpenseController],
  providers: [
    AddExpenseHandler,
    UpdateExpenseHandler,
    DeleteExpenseHandler,
    RestoreExpenseHandler,
    ImportExpensesHandler,
    ExpenseQueries,
    ExpenseImportCheckQuery,
    CorrectExpenseSigns,
  ],
})
export class ExpensesModule {}
